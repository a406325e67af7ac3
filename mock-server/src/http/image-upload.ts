import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type AvatarType } from '@timely/contract';
import { apiError, fieldProblem, HttpError } from './errors.js';

/**
 * Reads the one `file` field of a multipart upload and checks it is a PNG, JPEG or WebP picture of at
 * most 2 MB. The type comes from the bytes themselves, never from the name or the declared type.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: AvatarType }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, apiError('upload.pictureMultipart'), [fieldProblem('file', apiError('field.required'))]);
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part || part.fieldname !== 'file') {
    throw new HttpError(400, apiError('upload.choosePicture'), [fieldProblem('file', apiError('field.required'))]);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  const sniffed = await (await import('file-type')).fileTypeFromBuffer(bytes);
  const contentType = AVATAR_TYPES.find((type) => type === sniffed?.mime);
  if (!contentType) {
    throw new HttpError(415, apiError('upload.pictureType'), [fieldProblem('file', apiError('field.notPicture'))]);
  }
  return { bytes, contentType };
}

function uploadError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const size = `${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
    return new HttpError(413, apiError('upload.pictureTooLarge', { size }), [
      fieldProblem('file', apiError('field.tooLarge', { maximum: size })),
    ]);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(400, apiError('upload.oneFile'), [fieldProblem('file', apiError('field.singleFile'))]);
  }
  return new HttpError(400, apiError('upload.unreadable'), [fieldProblem('file', apiError('field.unreadable'))]);
}
