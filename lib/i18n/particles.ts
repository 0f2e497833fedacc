/**
 * Korean particles (조사) after a word we only know at run time - a person's or product's name, a
 * list of items: 을/를, 이/가, 은/는, (으)로 follow from whether the word's last syllable has a final
 * consonant (받침), so 민지를 but 민준을, 커피를 but 빵을, 서울로 (ㄹ) but 부산으로. The rules come from
 * es-hangul (toss/es-hangul), not our own table; trailing digits are read as Korean numbers (3 is
 * 삼 -> 을), trailing quotes and brackets are skipped, and a word in Latin letters takes the form after
 * a vowel (Coffee를), as Korean writers usually do.
 *
 * Messages stay ICU: the Korean text writes `{name}{nameJosa} 장바구니에 담았습니다` and the caller
 * passes `nameJosa: particle(name, '을/를')`; other languages' texts do not use the extra argument.
 * Pure, for server and browser code alike.
 */
import {josa, numberToHangul} from 'es-hangul';

export type ParticlePair = '을/를' | '이/가' | '은/는' | '으로/로';

export function particle(word: string, pair: ParticlePair): string {
  const text = word.replace(/[\s"'‘’“”)\]}」』》〉.,!?…]+$/u, '');
  const digits = /\d{1,4}$/.exec(text);
  // 10, 100, 1000, 10000 (십, 백, 천, 만) and 0 (영) all end in a 받침, as does Number('0000') read as 영.
  const spoken = digits ? numberToHangul(Number(digits[0])) : text;
  return josa.pick(spoken || word, pair);
}
