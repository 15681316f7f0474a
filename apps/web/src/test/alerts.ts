import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The texts of every alert on the screen (a form's field errors are alerts). */
export const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

/**
 * Waits until the screen shows every one of `messages` as an alert. A form validates after the
 * click that submits it, in promises of its own: its messages are not there when the click ends.
 */
export const expectAlerts = (messages: string[]) =>
  waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(messages)));
