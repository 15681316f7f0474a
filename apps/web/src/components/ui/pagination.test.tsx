import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('marks an arrow that leads nowhere as a disabled link, with its name allowed', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} totalPages={3} hrefFor={(p) => `/x?page=${p}`} />
      </MemoryRouter>,
    );
    // A name on an element without a role is prohibited (axe aria-prohibited-attr).
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/x?page=2');
  });
});
