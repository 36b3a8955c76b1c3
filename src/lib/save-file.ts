/** Hands `content` to the browser as a download named `fileName`, as a link with `download` does. */
export const saveFile = (fileName: string, content: Blob): void => {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a second later it has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};
