import { ApiError } from '../api/ApiError';
import { notifyError } from './notify';
import { showApiError } from './showApiError';

/**
 * A failure whose server answer carries its own message (a refused delete, "Invalid note", "Invalid
 * Document") shows that message; anything else goes through the shared error handling.
 */
export function showServerMessage(err: unknown, fallback: string, setFieldError?: (field: string, message: string) => void) {
  if (err instanceof ApiError && err.status === 400 && err.body?.Message && !err.modelState) return notifyError(err.body.Message);
  showApiError(err, fallback, setFieldError);
}
