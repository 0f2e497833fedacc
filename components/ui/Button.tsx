import type {ButtonHTMLAttributes} from 'react';
import {buttonClass, type ButtonStyle} from './buttonClass';

export {buttonClass, linkButton, type ButtonSize, type ButtonVariant} from './buttonClass';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonStyle, 'className'>;

/**
 * The shop's button: a plain <button> (no hooks, no 'use client'), so a server component renders
 * it without sending code; client components pass their handlers as usual. `type` is passed as
 * given (as with <button>, none inside a form means submit).
 */
export function Button({variant, size, className, ...props}: Props) {
  return <button className={buttonClass({variant, size, className})} {...props} />;
}
