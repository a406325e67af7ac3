/** A file as the multipart body the import endpoints read (field `file`). */
export function uploadForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}
