import { Modal } from '@mantine/core';
import { VIDEO_DIALOG_WIDTH_PX } from '@tours/contract/constants';

export interface VideoDialogProps {
  url: string | null;
  title: string;
  onClose: () => void;
}

/** The 530 px video dialog of the home banner and the tour gallery (spec §9). */
export function VideoDialog({ url, title, onClose }: VideoDialogProps) {
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size={VIDEO_DIALOG_WIDTH_PX} centered>
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: tour videos come without caption tracks
        <video src={url} controls autoPlay style={{ width: '100%' }} aria-label={title} />
      ) : null}
    </Modal>
  );
}
