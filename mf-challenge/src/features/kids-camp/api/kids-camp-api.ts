import { serviceApis } from '@yoga/shared';
import type {
  CodeSent,
  ConsentWithdrawn,
  KidsCampAnswer,
  KidsCampChild,
  KidsCampChildNew,
} from '@yoga/shared/models';

/** A PDF answer as an object URL to save; an error's JSON as it is (its code is worded). */
const fileUrl = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : response.json();

/** The kids camp (lead service, decision 0045): the camp, the parent's children and the papers. */
export const kidsCampApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    kidsCamp: build.query<KidsCampAnswer, void>({ query: () => 'kidscamp/camp' }),
    kidsCampChildren: build.query<{ children: KidsCampChild[] }, void>({
      query: () => 'kidscamp/children',
    }),
    /** Texts a code to the parent's own number: typing it back is their consent. */
    kidsCampConsentCode: build.mutation<CodeSent, void>({
      query: () => ({ url: 'kidscamp/consent-code', method: 'POST' }),
    }),
    kidsCampEnrol: build.mutation<KidsCampChild, KidsCampChildNew>({
      query: (body) => ({ url: 'kidscamp/children', method: 'POST', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          kidsCampApi.util.updateQueryData('kidsCampChildren', undefined, (mine) => {
            mine.children.push(data);
          }),
        );
      },
    }),
    /** Withdraws consent: the child is erased on the server, and leaves the list here. */
    kidsCampWithdraw: build.mutation<ConsentWithdrawn, number>({
      query: (id) => ({ url: `kidscamp/children/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          kidsCampApi.util.updateQueryData('kidsCampChildren', undefined, (mine) => {
            mine.children = mine.children.filter((child) => child.id !== id);
          }),
        );
      },
    }),
    /** The papers, fetched with the session (a child's certificate is the parent's alone). */
    kidsCampFile: build.mutation<string, string>({
      query: (path) => ({ url: `kidscamp/${path}`, responseHandler: fileUrl }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useKidsCampQuery,
  useKidsCampChildrenQuery,
  useKidsCampConsentCodeMutation,
  useKidsCampEnrolMutation,
  useKidsCampWithdrawMutation,
  useKidsCampFileMutation,
} = kidsCampApi;
