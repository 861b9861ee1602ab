import { ApiError } from '../errors';

export const methodNotAllowed = () => {
  throw new ApiError(405, 'request.methodNotAllowed');
};
