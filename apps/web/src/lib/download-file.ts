/** The file name a `content-disposition: attachment; filename="…"` header gives, if any. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // A malformed encoded name: the plain one below, or the fallback.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Saves a file the API answers (`call` of a CSV or PDF endpoint). Files behind sign-in cannot be
 * plain links (the token travels in the Authorization header, spec §7), so the file is fetched,
 * then saved from a blob URL. Answers the saved file's name; a failed call throws its ApiError.
 */
export async function downloadFile(answer: Promise<Response>, fallbackName: string): Promise<string> {
  const response = await answer;
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
