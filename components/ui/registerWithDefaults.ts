import {get, type FieldValues, type Path, type RegisterOptions, type UseFormRegister} from 'react-hook-form';

/**
 * react-hook-form's `register` for a form the server renders: each control also gets the value it
 * starts with as its HTML default (`defaultValue`, or `defaultChecked` for a box). The page shows
 * the saved details before its script runs, and react-hook-form keeps what was typed, picked or
 * ticked before then (a control that differs from its default when it registers keeps its value).
 * Spread on the control: `<input {...control} className={INPUT} {...field.text('companyName')} />`.
 */
export function registerWithDefaults<T extends FieldValues>(register: UseFormRegister<T>, defaults: T) {
  return {
    text: (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({defaultValue: (get(defaults, name) as string | number | undefined) ?? '', ...register(name, options)}),
    box: (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({defaultChecked: Boolean(get(defaults, name)), ...register(name, options)}),
  };
}
