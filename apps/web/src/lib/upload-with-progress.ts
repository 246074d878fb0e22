// 002 §7 'Upload': the file goes straight to the presigned URL with a PUT, reporting progress
// (fetch cannot report upload progress, XMLHttpRequest can). A failure carries the HTTP status
// (001 §4: 500 when there is none).
class UploadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Upload failed (${status})`);
    this.status = status;
  }
}

export const uploadWithProgress = (
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    // Upload links write a new file only (S3 signs this header in; the built-in store is single-use).
    request.setRequestHeader('if-none-match', '*');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new UploadError(request.status || 500));
    request.onerror = () => reject(new UploadError(500));
    request.send(file);
  });
