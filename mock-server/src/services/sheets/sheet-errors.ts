import { apiError, fieldProblem, HttpError } from '../../http/errors.js';

/** What a workbook may unpack to in all (a plan sheet is far less): the same figure the messages give. */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

export const unpacksTooLarge = () =>
  new HttpError(413, apiError('sheet.unpacksTooLarge'), [fieldProblem('file', apiError('field.unpacksTooLarge'))]);

export const unreadableXlsx = () =>
  new HttpError(415, apiError('sheet.unreadableXlsx'), [fieldProblem('file', apiError('field.unreadableXlsx'))]);

export const tooManyCells = () =>
  new HttpError(413, apiError('sheet.tooManyCells'), [fieldProblem('file', apiError('field.tooManyCells'))]);
