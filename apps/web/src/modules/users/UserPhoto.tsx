import { Avatar, Button, FileButton, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { User } from '@intermission/contracts';
import { sessionStore } from '../session/sessionStore';

/** The photo's thumbnail, fetched with the bearer token (it is not public). */
export function UserPhoto({ user, canEdit, onUpload, onDelete }: { user: User; canEdit: boolean; onUpload: (f: File) => void; onDelete: () => void }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!user.Image?.ThumbnailPath) {
      setSrc(undefined);
      return;
    }
    let url: string | undefined;
    const token = sessionStore.get()?.token;
    fetch(user.Image.ThumbnailPath, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((b) => b && setSrc((url = URL.createObjectURL(b))))
      .catch(() => undefined);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [user.Image?.ThumbnailPath, user.Version]);
  return (
    <Group>
      <Avatar src={src} size={64} radius="md" alt="Photo">
        {user.FirstName[0]}
        {user.LastName[0]}
      </Avatar>
      {canEdit && (
        <>
          <FileButton onChange={(f) => f && onUpload(f)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button size="xs" variant="light" {...props}>
                Upload photo
              </Button>
            )}
          </FileButton>
          {user.Image && (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              Delete photo
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
