import type { SetFieldError } from '../../ui/form/useZodForm';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';

/** A record's save mutation (useDetailMutation): the save call and how to keep the server's copy. */
interface RecordSave<F, T> {
  mutateAsync: (body: F) => Promise<T>;
  setDetail: (record: T) => void;
}

/**
 * The onSave of a record's basic-info form on its detail page: the form's values with the record's Id
 * and Version, saved with the concurrency dialog; the section closes after the save, or after the
 * user loads the server's copy instead.
 */
export const saveRecordForm =
  <F extends { Id: number; Version: number }, T extends { Id: number; Version: number }>(
    save: RecordSave<F, T>,
    record: T,
    success: string,
    onClose: () => void,
  ) =>
  (form: F, setFieldError: SetFieldError) =>
    saveWithConcurrency((v) => save.mutateAsync({ ...form, Id: record.Id, Version: v ?? record.Version }), {
      success,
      setFieldError,
      onSaved: onClose,
      onReload: (current) => (save.setDetail(current), onClose()),
    });
