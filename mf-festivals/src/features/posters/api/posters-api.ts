import { serviceApis } from '@yoga/shared';
import type { ShortLink } from '@yoga/shared/models';

export const postersApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    /** The member's WhatsApp-status short link, printed on their poster. */
    festivalsStatusLink: build.query<ShortLink, void>({
      query: () => ({ url: 'lead/getshortlink', params: { channel: 'whatsapp_status' } }),
    }),
    /**
     * The SVG text of the QR code on the poster: the member's invitation page, or the site's
     * home for a visitor (slug null).
     */
    festivalsQrCode: build.query<string, string | null>({
      query: (slug) => ({
        url: slug === null ? 'lead/qr' : `lead/qr/${encodeURIComponent(slug)}`,
        responseHandler: (response) => response.text(),
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useFestivalsStatusLinkQuery, useFestivalsQrCodeQuery } = postersApi;
