import { clientLogRecord } from '@travel/contracts/api/images';
import { fireEvent, render, screen } from '@testing-library/react';
import { HotelImage } from '..';
import { resetImageErrorReports } from '../hotel-image';

const PHOTO = '/images/hotels/12/3-853x400.jpg';

describe('HotelImage', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    resetImageErrorReports();
    fetchMock.mockReset().mockResolvedValue({ ok: true, status: 202 } as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('offers AVIF and WebP before the JPEG, each in the sizes of its slot, with the space reserved', () => {
    const { container } = render(<HotelImage photo={PHOTO} alt="Hotel Sol Kreta" kind="offerMain" service="search" />);
    const image = screen.getByRole('img', { name: 'Hotel Sol Kreta' });
    expect(image).toHaveAttribute('src', '/images/hotels/12/3-589x370.jpg');
    expect(image).toHaveAttribute('width', '589');
    expect(image).toHaveAttribute('height', '370');
    expect(image.getAttribute('srcset')).toBe(
      '/images/hotels/12/3-294x185.jpg 294w, /images/hotels/12/3-589x370.jpg 589w, /images/hotels/12/3-1178x740.jpg 1178w',
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/hotels/12/3-589x370.avif 589w');
    expect(sources[1]?.getAttribute('srcset')).toContain('/images/hotels/12/3-1178x740.webp 1178w');
    expect(sources[0]).toHaveAttribute('sizes', '589px');
  });

  it('is lazy by default and eager with a high fetch priority as the LCP image', () => {
    render(
      <>
        <HotelImage photo={PHOTO} alt="Pierwszy" kind="hotelMain" service="hotel" priority />
        <HotelImage photo={PHOTO} alt="Drugi" kind="thumb" service="hotel" sizes="(min-width: 768px) 160px, 25vw" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'Pierwszy' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'Drugi' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('sizes', '(min-width: 768px) 160px, 25vw');
    expect(second).toHaveAttribute('width', '160');
  });

  it('posts one valid log record per failed photo, with status 500, and hides the broken image', () => {
    render(
      <>
        <HotelImage photo={PHOTO} alt="Hotel A" kind="offerMain" service="search" />
        <HotelImage photo={PHOTO} alt="Hotel A (kopia)" kind="offerMain" service="search" />
      </>,
    );
    const image = screen.getByRole('img', { name: 'Hotel A' });
    fireEvent.error(image);
    fireEvent.error(screen.getByRole('img', { name: 'Hotel A (kopia)' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/log/');
    expect(init?.method).toBe('POST');
    const record = clientLogRecord.parse(JSON.parse(String(init?.body)));
    expect(record).toMatchObject({
      action: 'image-load-error',
      responseStatus: 500,
      requestUrl: expect.stringContaining('/images/hotels/12/3-589x370.jpg'),
      route: '/',
      host: 'localhost',
      service: 'search',
    });
    expect(image).toHaveStyle({ visibility: 'hidden' });
  });

  it('reports a server-rendered photo that failed before React was there to hear it', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      render(<HotelImage photo={PHOTO} alt="Hotel C" kind="hotelMain" service="hotel" priority />);
    } finally {
      complete.mockRestore();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const record = clientLogRecord.parse(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)));
    expect(record).toMatchObject({ service: 'hotel', requestUrl: expect.stringContaining('/images/hotels/12/3-853x400.jpg') });
    expect(screen.getByAltText('Hotel C')).toHaveStyle({ visibility: 'hidden' });
  });

  it('reports nothing for a photo still loading or loaded', () => {
    render(<HotelImage photo={PHOTO} alt="Hotel D" kind="offerMain" service="search" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Hotel D' })).not.toHaveStyle({ visibility: 'hidden' });
  });

  it('keeps an empty frame, with no image to announce, when the offer has no photo of ours', () => {
    const { container } = render(<HotelImage photo="" alt="Hotel B" kind="offerMain" service="search" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const frame = container.querySelector('.tr-photo--empty');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveStyle({ aspectRatio: '589 / 370' });
  });
});
