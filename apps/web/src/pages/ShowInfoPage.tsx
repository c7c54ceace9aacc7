import { Alert, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Messages, type Show, ShowMessages } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { useDeleteShowMutation, useSaveShowMutation, useShowQuery } from '../modules/shows/api';
import { ShowForm } from '../modules/shows/ShowForm';
import { ShowScheduleSummary } from '../modules/shows/ShowScheduleSummary';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { isRefusal, showApiError } from '../modules/ui/showApiError';

type Section = 'basic' | null;

/** /show/info?id (spec document 2 §2): the show's name (one section open at a time), its events at a glance; delete. */
export function ShowInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('Shows', 'FullAccess');
  const { data: show, isLoading, error } = useShowQuery(id);
  const save = useSaveShowMutation(id);
  const remove = useDeleteShowMutation(id);
  const [open, setOpen] = useState<Section>(null);
  if (isLoading) return <Loader />;
  if (error || !show) return <Alert color="red">This show could not be loaded.</Alert>;

  // Shows are deleted, not archived (§4); the server says why it refuses (events with sales, a submitted log).
  const handleDelete = async () => {
    try {
      await remove.mutateAsync();
      notifySuccess(ShowMessages.ShowDeleted);
      navigate('/show/list');
    } catch (err) {
      showApiError(err, Messages.DeleteFailed, { ownMessageOn: isRefusal, withDetail: true });
    }
  };

  return (
    <>
      <RecordHeader title={show.Name} kind="show" canEdit={canEdit} onDelete={handleDelete} />
      <DetailSection
        title="Basic Info"
        open={open === 'basic'}
        canEdit={canEdit}
        onOpen={() => setOpen('basic')}
        onClose={() => setOpen(null)}
        view={<Text>Name: {show.Name}</Text>}
        edit={
          <ShowForm
            key={show.Version}
            show={show}
            submitLabel="Save"
            onSave={(form, setFieldError) =>
              saveWithConcurrency((v) => save.mutateAsync({ ...form, Version: v ?? show.Version }), {
                success: ShowMessages.ShowSaved,
                setFieldError,
                onSaved: () => setOpen(null),
                onReload: (current: Show) => (save.setDetail(current), setOpen(null)),
              })
            }
          />
        }
      />
      <DetailSection
        title="Schedule"
        open={false}
        canEdit={false}
        onOpen={() => undefined}
        onClose={() => undefined}
        view={<ShowScheduleSummary showId={id} />}
        edit={null}
      />
    </>
  );
}
