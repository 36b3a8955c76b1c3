/** A file as a base64 data URL: what the upload calls send, and what an <img> can show. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file was not read as a data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** A file the API sent as base64, as a Blob to save or show. */
export const base64ToBlob = (base64: string, contentType: string): Blob =>
  new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], {
    type: contentType,
  });
