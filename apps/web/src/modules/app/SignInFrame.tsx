import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sign-in family's frame: no navigation bar. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.1">
      <Paper withBorder shadow="sm" p="xl" w={380}>
        <Stack>
          <Title order={2}>Intermission</Title>
          <Title order={4} c="dimmed">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
