import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends ButtonProps {
  children: ReactNode;
}

/**
 * The submit button of forms that validate on blur. Pressing it would first blur the field, whose
 * message then appears and pushes the button down, so the release lands beside it and the click is
 * lost. Keeping the focus where it is on press lets the click submit, and submitting validates anyway.
 */
export function SubmitButton({ children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" onMouseDown={(event) => event.preventDefault()} {...props}>
      {children}
    </Button>
  );
}
