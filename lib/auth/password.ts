/** Password hashing: argon2id with OWASP's minimum cost (19 MiB memory, 2 iterations, 1 lane). */
import {hash, verify, type Options} from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (an ambient const enum, not importable as a value)
const OPTIONS: Options = {algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
