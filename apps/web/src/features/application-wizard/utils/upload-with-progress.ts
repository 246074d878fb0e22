// 002 §7 'Upload': the file goes straight to the presigned URL with a PUT, reporting progress
// (fetch cannot report upload progress, XMLHttpRequest can).
export const uploadWithProgress = (url: string, file: File, onProgress: (percent: number) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Upload failed (${request.status})`)));
    request.onerror = () => reject(new Error('Upload failed'));
    request.send(file);
  });
