import { ActionIcon, Button, Card, FileButton, Group, Image, Loader, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { type BarImage, ClientAreaMessages, Messages } from '@intermission/contracts';
import { notifySuccess } from '../../ui/notify';
import { showApiError } from '../../ui/showApiError';
import { fetchBlobUrl, useAddBarImageMutation, useBarImagesQuery, useDeleteBarImageMutation } from './api';

const imagePath = (locId: number, imageId: number, thumbnail: boolean) => `salesLocations/${locId}/barimages/${imageId}${thumbnail ? '?thumbnail=true' : ''}`;

/** A protected image shown through a blob URL, revoked when it goes. */
function useBlobUrl(path: string | null) {
  const [url, setUrl] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setUrl(undefined);
    setFailed(false);
    if (!path) return;
    let made: string | undefined;
    let live = true;
    fetchBlobUrl(path)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return { url, failed };
}

function Thumbnail({ locId, image, onView }: { locId: number; image: BarImage; onView: () => void }) {
  const { url, failed } = useBlobUrl(imagePath(locId, image.Id, true));
  return (
    <UnstyledButton onClick={onView} aria-label={`View ${image.Name}`}>
      {url ? (
        <Image src={url} alt={image.Name} w={120} h={120} fit="cover" radius="sm" />
      ) : failed ? (
        <Text size="xs" c="dimmed" w={120}>
          Image unavailable
        </Text>
      ) : (
        <Skeleton w={120} h={120} radius="sm" />
      )}
    </UnstyledButton>
  );
}

function FullSize({ locId, image, onClose }: { locId: number; image: BarImage | null; onClose: () => void }) {
  const { url, failed } = useBlobUrl(image ? imagePath(locId, image.Id, false) : null);
  return (
    <Modal opened={!!image} onClose={onClose} title={image?.Name} size="xl" centered>
      {url ? (
        <Image src={url} alt={`${image?.Name} (full size)`} fit="contain" mah="75vh" />
      ) : failed ? (
        <Text c="red">The image could not be loaded.</Text>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

interface Props {
  locId: number;
  /** Adding (and deleting) bar images is tied to Clients FullAccess (document 1 §6). */
  canEdit: boolean;
}

/** The bar setup images of a sales location: thumbnails, full-size view, add and delete. */
export function BarImages({ locId, canEdit }: Props) {
  const { data: images, isLoading, error } = useBarImagesQuery(locId);
  const upload = useAddBarImageMutation(locId);
  const deletion = useDeleteBarImageMutation(locId);
  const [viewing, setViewing] = useState<BarImage | null>(null);

  const add = async (file: File) => {
    try {
      await upload.mutateAsync(file);
      notifySuccess(ClientAreaMessages.BarImageAdded);
    } catch (err) {
      showApiError(err);
    }
  };
  const remove = (image: BarImage) =>
    modals.openConfirmModal({
      title: 'Delete bar image',
      children: <Text>Delete {image.Name}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const res = await deletion.mutateAsync(image);
          notifySuccess(res?.Message ?? 'Bar Image Deleted');
        } catch (err) {
          showApiError(err, Messages.DeleteFailed);
        }
      },
    });

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <FileButton onChange={(f) => f && void add(f)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button size="xs" variant="light" loading={upload.isPending} {...props}>
                Add image
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {isLoading ? (
        <Loader size="sm" />
      ) : error ? (
        <Text c="red">The bar images could not be loaded.</Text>
      ) : images?.length ? (
        <Group gap="sm" aria-label="Bar images">
          {images.map((image) => (
            <Card key={image.Id} withBorder padding={6}>
              <Thumbnail locId={locId} image={image} onView={() => setViewing(image)} />
              <Group justify="space-between" gap={4} mt={4} wrap="nowrap" w={120}>
                <Text size="xs" truncate="end" title={image.Name}>
                  {image.Name}
                </Text>
                {canEdit && (
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Delete ${image.Name}`} onClick={() => remove(image)}>
                    ×
                  </ActionIcon>
                )}
              </Group>
            </Card>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">No bar images yet.</Text>
      )}
      <FullSize locId={locId} image={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
