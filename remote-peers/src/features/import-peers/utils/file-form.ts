/** A sheet as the server takes it: multipart, in the field `file`. */
export const formOf = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
