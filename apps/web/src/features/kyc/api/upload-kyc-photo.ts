import type { Problem } from '@betogether/contracts/common/problem.schemas';
import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import { kycEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycDraftPhoto } from '@betogether/contracts/kyc/kyc.schemas';
import { ApiError, endpointUrl } from '@/lib/api-client';
import { session } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';

// Spec §7: the same base URL as the API client.
const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

export type PhotoUploadOptions = {
  /** The photo's type as its bytes say (a HEIC file often comes without one). */
  contentType: string;
  /** Percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload: the promise rejects with an AbortError, as `fetch` does. */
  signal?: AbortSignal;
};

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one photo of the identity check: the body is the file itself with its own Content-Type.
 * XMLHttpRequest rather than `fetch`, for `upload.onprogress` (fetch reports no upload progress).
 * Same token, errors and signed-out handling as `call` (lib/api-client.ts): a failure rejects with
 * an ApiError (status 0 for the network), so `problemMessage` words it.
 */
export function uploadKycPhoto(
  side: KycDocumentSide,
  file: Blob,
  { contentType, onProgress, signal }: PhotoUploadOptions,
): Promise<KycDraftPhoto> {
  const endpoint = kycEndpoints.uploadPhoto;
  const token = localStorage.getItem(storageKeys.token);
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${baseUrl}${endpointUrl(endpoint, { params: { side } })}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', contentType);
    if (token) xhr.setRequestHeader('authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as KycDraftPhoto);
      const problem = body && typeof body === 'object' && 'code' in body ? (body as Problem) : null;
      // A session ended elsewhere ends here too, as after any other call.
      if (token && xhr.status === 401 && (problem === null || problem.code === 'UNAUTHENTICATED'))
        session.tokenRefused(token);
      reject(new ApiError(xhr.status, problem));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.ontimeout = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
