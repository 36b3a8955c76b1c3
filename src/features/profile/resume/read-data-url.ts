import { saveFile } from '../../../lib/save-file';

/** A chosen file as a base64 data URL, the form the upload call sends. */
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

/** Saves a base64 file the way a link with `download` does. */
export const saveBase64File = (fileName: string, contentType: string, base64: string): void => {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  saveFile(fileName, new Blob([bytes], { type: contentType }));
};

/** "184 KB" or "1.2 MB", as the size messages take them. */
export const fileSizeParts = (bytes: number): { unit: 'kb' | 'mb'; size: string } =>
  bytes >= 1024 * 1024
    ? { unit: 'mb', size: (bytes / (1024 * 1024)).toFixed(1) }
    : { unit: 'kb', size: String(Math.max(1, Math.round(bytes / 1024))) };
