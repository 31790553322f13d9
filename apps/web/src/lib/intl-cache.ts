/**
 * One Intl object per language and options, built on first use: they are slow to build, and a page
 * of posts or statement lines formats the same way dozens of times.
 */
const formats = new Map<string, unknown>();

export function intlOnce<F>(kind: string, language: string, make: () => F): F {
  const key = `${kind}|${language}`;
  let format = formats.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
