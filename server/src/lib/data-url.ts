/** Decodes `data:<type>;base64,<content>`; null when it is not a base64 data URL. */
export const decodeDataUrl = (dataUrl: string): { mediaType: string; content: Buffer } | null => {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, mediaType = '', encoded = ''] = match;
  const compact = encoded.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return { mediaType: mediaType.toLowerCase(), content: Buffer.from(compact, 'base64') };
};
