import { fieldProblem, HttpError, said } from '../../http/errors.js';

/** What a workbook may unpack to in all (a plan sheet is far less): the same figure the messages give. */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;

export const unpacksTooLarge = () =>
  new HttpError(413, said('sheet.unpacksTooLarge'), [fieldProblem('file', said('field.unpacksTooLarge'))]);

export const unreadableXlsx = () =>
  new HttpError(415, said('sheet.unreadableXlsx'), [fieldProblem('file', said('field.unreadableXlsx'))]);

export const tooManyCells = () =>
  new HttpError(413, said('sheet.tooManyCells'), [fieldProblem('file', said('field.tooManyCells'))]);
