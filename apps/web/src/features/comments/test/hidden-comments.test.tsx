import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../../../test/fixtures/films';
import { CommentItem } from '../components/comment-item';

const paths = {
  queryKey: ['c'],
  list: '/films/f1/comments',
  item: (id: string) => `/films/comments/${id}`,
};
const show = (over: Parameters<typeof makeComment>[0]) =>
  render(
    <CommentItem
      comment={makeComment(over)}
      paths={paths}
      signedIn
      ask={() => undefined}
      onChanged={() => undefined}
    />,
  );

describe('moderated and orphaned comments', () => {
  it('shows a hidden comment as hidden to everyone but its author', () => {
    show({ hidden: true, body: '', mine: false });
    expect(screen.getByText('This comment was hidden by a moderator.')).toBeInTheDocument();
    expect(screen.getByTestId('comment-item')).toHaveAttribute('data-hidden', 'true');
  });

  it('lets the author still read a hidden comment, marked as such', () => {
    show({ hidden: true, body: 'My words', mine: true });
    expect(screen.getByText('My words')).toBeInTheDocument();
    expect(screen.getByTestId('comment-hidden-note')).toHaveTextContent(
      'A moderator hid this comment',
    );
  });

  it('names the author of a deleted account as such', () => {
    show({ author: { _id: 'u9', userName: '', avatar: null } });
    expect(screen.getByText('Deleted account')).toBeInTheDocument();
  });
});
