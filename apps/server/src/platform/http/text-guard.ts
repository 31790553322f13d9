import type { FieldError } from '@betogether/contracts/common/problem.schemas';
import { unsafeTextMessage, unsafeTextReason } from '@betogether/contracts/common/text.schemas';

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

function pathOf(visit: Visit): string {
  const keys: Array<string | number> = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** Objects and arrays of parsed input (the router's params are of a prototype-less class). */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The first text (value or key) in `input` that contains NUL or a broken character, as a field
 * error naming where (`title`, `tags.2`; `part` when it is the whole body or query), or null. Walks without recursion and with the path
 * built only on a hit: a body nested 100 000 levels deep costs a loop, not a stack overflow.
 * Buffers and streams (uploads, signed webhooks) are not looked into.
 */
export function findUnsafeText(input: unknown, part: string): FieldError | null {
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) return fieldError(part, pathOf(visit), reason);
      continue;
    }
    if (!isContainer(value)) continue;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], key: index, parent: visit });
      continue;
    }
    for (const key of Object.keys(value).reverse()) {
      const reason = unsafeTextReason(key);
      // The key itself cannot be named: say where the object is.
      if (reason) return fieldError(part, pathOf(visit), reason);
      stack.push({ value: value[key], key, parent: visit });
    }
  }
  return null;
}

// Named like the validation's own field errors (`title`, not `body.title`), so forms can show them.
function fieldError(part: string, path: string, reason: string): FieldError {
  return { field: path || part, message: unsafeTextMessage, code: reason };
}
