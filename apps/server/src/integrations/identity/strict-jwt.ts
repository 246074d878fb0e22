// RFC 7515 §4 / RFC 7519 §4: a JOSE header or claims set with a member name twice must be refused
// (JSON.parse would silently keep the last one, so two readers could see two different tokens).
import { AppError } from '../../lib/app-error';

/** The top-level member names of a JSON object text, in order (duplicates kept); null if not an object. */
const topLevelNames = (text: string): string[] | null => {
  const names: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (depth === 1 && expectKey) {
        try {
          names.push(JSON.parse(text.slice(i, end + 1)) as string);
        } catch {
          return null;
        }
        expectKey = false;
      }
      i = end;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth === 1 && char === '{') expectKey = true;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    } else if (char === ',' && depth === 1) {
      expectKey = true;
    }
  }
  return names;
};

/** 401 when the token's header or claims repeat a member name. Other malformations are left to the verifier. */
export const refuseDuplicateMembers = (token: string): void => {
  for (const part of token.split('.').slice(0, 2)) {
    let text: string;
    try {
      text = Buffer.from(part, 'base64url').toString('utf8');
    } catch {
      return;
    }
    const names = topLevelNames(text);
    if (names && new Set(names).size !== names.length) throw new AppError(401, 'Invalid token');
  }
};
