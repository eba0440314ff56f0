import { Avatar, Group, Image, Stack, Text } from '@mantine/core';
import { HtmlContent } from './html-content';
import { StarScore } from './star-score';

export interface ReviewItemProps {
  avatar: string;
  nickname: string;
  time: string;
  score: number;
  /** Server HTML; sanitized by HtmlContent. */
  html: string;
  pictures: readonly string[];
  picturesLabel: string;
}

/** One review as tours and guide profiles show it: avatar, nickname, time, score, HTML and pictures. */
export function ReviewItem({ avatar, nickname, time, score, html, pictures, picturesLabel }: ReviewItemProps) {
  return (
    <Stack gap={6} component="article" aria-label={nickname} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm">
        <Avatar src={avatar} alt="" radius="xl" />
        <div>
          <Text fw={600} size="sm">
            {nickname}
          </Text>
          <Text size="xs" c="dimmed">
            {time}
          </Text>
        </div>
      </Group>
      <StarScore score={score} size="xs" />
      <HtmlContent policy="user" html={html} />
      {pictures.length > 0 ? (
        <Group component="ul" gap="xs" aria-label={picturesLabel} m={0} p={0} style={{ listStyle: 'none' }}>
          {pictures.map((picture) => (
            // The <li> is the item: an <img> may not take the listitem role (axe aria-allowed-role).
            <li key={picture}>
              <Image src={picture} alt="" w={96} h={72} radius="sm" fit="cover" />
            </li>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
