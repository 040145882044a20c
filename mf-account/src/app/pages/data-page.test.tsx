import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@yoga/shared';
import type { Consents, Erasure } from '@yoga/shared/models';
import {
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  withModalDialogs,
  type FetchStub,
} from '@yoga/shared/testing';
import { member, problem } from '../../testing/fixtures';
import { AccountApp } from '../account-app';

const CONSENTS = 'GET /api/user/member/consents';
const CHANGE_CONSENTS = 'PUT /api/user/member/consents';
const GRIEVANCES = 'GET /api/user/member/grievances';
const RAISE = 'POST /api/user/member/grievances';
const ERASURE = 'GET /api/user/member/erasure';
const ASK_ERASURE = 'POST /api/user/member/erasure';
const CANCEL_ERASURE = 'DELETE /api/user/member/erasure';
const EXPORT = 'GET /api/user/member/data-export';
const OPS_ACTIONS = 'GET /api/user/member/ops-actions';

const consents = (fields: Partial<Consents> = {}): Consents => ({
  sms_reminders: { given: false, at: null },
  public_boards: { given: true, at: '2026-11-18T04:00:00.000Z' },
  marketing: { given: false, at: null },
  board_visibility: 'name',
  history: [],
  ...fields,
});

const plan: Erasure['plan'] = [
  { id: 'addresses', what: 'your delivery addresses', action: 'erased', why: 'x' },
  { id: 'leads', what: 'your account', action: 'anonymised', why: 'server words' },
  { id: 'consent_events', what: 'when you gave consents', action: 'kept', why: 'server words' },
  { id: 'new_table', what: 'something new', action: 'kept', why: 'A reason in English.' },
];
const noErasure: Erasure = { status: 'none', requested_at: null, erase_after: null, plan };
const pending: Erasure = {
  status: 'pending',
  requested_at: '2026-11-27T10:00:00.000Z',
  erase_after: '2026-11-29T10:00:00.000Z',
  plan,
};

withModalDialogs();

describe('/account/data', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      [CONSENTS]: json(consents()),
      [GRIEVANCES]: json({ result: [] }),
      [ERASURE]: json(noErasure),
      [OPS_ACTIONS]: json({ result: [] }),
    });
  });
  afterEach(() => server.restore());

  const open = async () => {
    renderWithStore(<AccountApp />, { route: '/account/data', lead: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  };

  it('shows each consent with when it was given, and changes one at a time', async () => {
    await open();
    const boards = await screen.findByRole('checkbox', {
      name: 'Show my name on the public leaderboards',
    });
    expect(boards).toBeChecked();
    expect(boards).toHaveAccessibleDescription(/^Allowed on 18 Nov 2026/);
    server.answer(
      CHANGE_CONSENTS,
      json(consents({ public_boards: { given: false, at: '2026-11-27T10:00:00.000Z' } })),
    );
    fireEvent.click(boards);
    await waitFor(() => expect(boards).not.toBeChecked());
    expect(await server.callsTo(CHANGE_CONSENTS)[0]!.request.json()).toEqual({
      public_boards: false,
    });
    await waitFor(() =>
      expect(boards).toHaveAccessibleDescription(/^Not allowed since 27 Nov 2026/),
    );
  });

  it('sends a member without a batch to /live for the reminder', async () => {
    server.answer(
      CHANGE_CONSENTS,
      json(problem(400, 'invalid_input', 'Choose a batch first.', 'sms_reminders'), 400),
    );
    await open();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Text me a reminder/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Choose your batch on the Live page/,
    );
    expect(screen.getByRole('link', { name: 'Choose a batch' })).toHaveAttribute('href', '/live');
  });

  it('gathers everything held, says what is in it, and offers the file', async () => {
    const createObjectURL = jest.fn(() => 'blob:member-data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    server.answer(
      EXPORT,
      new Response(
        JSON.stringify({
          format: 'yoga-member-data/1',
          sections: { profile: { id: 7 }, addresses: [{}, {}], attendance: [] },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Get my data' }));
    expect(await screen.findByText('Your file is ready. It holds:')).toBeVisible();
    const rows = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['your profile', '1 record'],
      ['your delivery addresses', '2 records'],
      ['your attendance', 'nothing'],
    ]);
    const file = screen.getByRole('link', { name: 'Download the file (JSON)' });
    expect(file).toHaveAttribute('href', 'blob:member-data');
    expect(file).toHaveAttribute('download', `member-data-${member.id}.json`);
  });

  it('asks before erasing, saying what goes and what stays, and lets the member change their mind', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    expect(within(dialog).getByText('your delivery addresses')).toBeVisible();
    expect(within(dialog).getByText(/an empty placeholder stays/)).toBeVisible();
    // A kind of data the page does not know yet is shown in the server's words.
    expect(within(dialog).getByText(/A reason in English\./)).toBeVisible();

    server.answer(ASK_ERASURE, json(pending));
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Yes, erase my account in 48 hours' }),
    );
    expect(await screen.findByText(/Your account will be erased on 29 Nov 2026/)).toBeVisible();

    server.answer(CANCEL_ERASURE, json(noErasure));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('button', { name: 'Erase my account' })).toBeVisible();
    expect(server.callsTo(CANCEL_ERASURE)).toHaveLength(1);
  });

  it('raises a grievance in the member’s words, and lists it with its deadline', async () => {
    await open();
    const words = await screen.findByRole('textbox', { name: 'Tell us what happened' });
    fireEvent.change(words, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the grievance' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeVisible();
    expect(server.callsTo(RAISE)).toEqual([]);

    server.answer(
      RAISE,
      json(
        {
          reference: 'GRV-2026-7K3Q9A',
          category: 'gifts',
          text: 'My gift never came. The tracking stopped.',
          status: 'open',
          created_at: '2026-11-27T10:00:00.000Z',
          due_at: '2027-02-25T10:00:00.000Z',
        },
        201,
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'What is it about?' }), {
      target: { value: 'gifts' },
    });
    fireEvent.change(words, { target: { value: 'My gift never came.\nThe tracking stopped.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the grievance' }));
    expect(await screen.findByText('Received. Your reference is GRV-2026-7K3Q9A.')).toBeVisible();
    expect(await server.callsTo(RAISE)[0]!.request.json()).toEqual({
      category: 'gifts',
      text: 'My gift never came. The tracking stopped.',
    });
    expect(await screen.findByText('GRV-2026-7K3Q9A: Gifts and vouchers')).toBeVisible();
    expect(screen.getByText(/Open: we answer by 25 Feb 2027/)).toBeVisible();
  });

  it('shows ops’ answer to a grievance they closed', async () => {
    server.answer(
      GRIEVANCES,
      json({
        result: [
          {
            reference: 'GRV-2026-7K3Q9A',
            category: 'gifts',
            text: 'My gift never came.',
            status: 'closed',
            created_at: '2026-11-27T10:00:00.000Z',
            due_at: '2027-02-25T10:00:00.000Z',
            answer: 'Sent again by Speed Post; tracking EE123456789IN.',
            answered_at: '2026-12-02T05:30:00.000Z',
          },
        ],
      }),
    );
    await open();
    expect(await screen.findByText(/^Answered on 2 Dec 2026/)).toBeVisible();
    expect(
      screen.getByText('Our answer: Sent again by Speed Post; tracking EE123456789IN.'),
    ).toBeVisible();
  });

  it('says when the support team has changed nothing', async () => {
    await open();
    expect(await screen.findByText('Our team has not changed anything of yours.')).toBeVisible();
  });

  it('words each ops action for the member, with the day and the reason', async () => {
    server.answer(
      OPS_ACTIONS,
      json({
        result: [
          {
            action: 'profile_changed',
            reason: 'Member wrote to support',
            day: null,
            at: '2026-11-27T10:00:00.000Z',
          },
          {
            action: 'attendance_marked',
            reason: 'Camera was off',
            day: 3,
            at: '2026-10-12T02:00:00.000Z',
          },
          { action: 'gift_shipped', reason: null, day: null, at: '2026-10-20T02:00:00.000Z' },
        ],
      }),
    );
    await open();
    const card = (await screen.findByRole('heading', { name: 'What our team changed' })).closest(
      'section, article, div',
    ) as HTMLElement;
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /27 Nov 2026.*: Support changed your profileReason: Member wrote to support$/,
      ),
      expect.stringMatching(
        /12 Oct 2026.*: Support marked you present on day 3Reason: Camera was off$/,
      ),
      expect.stringMatching(/20 Oct 2026.*: Your gift was sent$/),
    ]);
  });

  it('signs out on every device, this one included', async () => {
    server.answer('POST /api/user/member/sign-out-everywhere', json({ revoked: 3 }));
    const { store } = renderWithStore(<AccountApp />, { route: '/account/data', lead: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out on every device' }));
    await waitFor(() => expect(store.getState().auth.freeMember).toBeNull());
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
      { id: 'data.signIns.done' },
    ]);
  });
});
