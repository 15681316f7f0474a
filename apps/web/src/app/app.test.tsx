import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { PAGE_DATA_BLOCK_CLASS, takePageData } from '../lib/page-data';
import { stubFetch } from '../test/fetch-stub';
import { removePageData, writePageData } from '../test/page-data';
import { App } from './app';
import type { AppRouter } from './router';

afterEach(removePageData);

const blocksLeft = () => document.querySelectorAll(`.${PAGE_DATA_BLOCK_CLASS}`).length;

function Reader({ api }: { api: string }) {
  const data = takePageData<string[]>(api, Array.isArray);
  return <p>{data ? 'from the page' : 'asks the API'}</p>;
}

describe('App', () => {
  it("drops the page's data blocks its first page did not take at the first navigation", async () => {
    stubFetch({});
    writePageData('/first', ['a']);
    writePageData('/later', ['b']);
    const router = createMemoryRouter(
      [
        { path: '/', element: <Reader api="/first" /> },
        { path: '/next', element: <p>next</p> },
        { path: '/later', element: <Reader api="/later" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<App router={router as unknown as AppRouter} />);
    expect(await screen.findByText('from the page')).toBeInTheDocument();
    // The first page took its own; the other stays until the visitor goes elsewhere.
    expect(blocksLeft()).toBe(1);
    await act(() => router.navigate('/next'));
    expect(blocksLeft()).toBe(0);
    await act(() => router.navigate('/later'));
    expect(screen.getByText('asks the API')).toBeInTheDocument();
  });
});
