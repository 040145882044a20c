import {
  apiProblem,
  Button,
  Card,
  ErrorState,
  Spinner,
  TextField,
  useProblemText,
} from '@yoga/shared';
import { OPS_ROLES, type OpsRole } from '@yoga/shared/domain';
import type { OpsPerson } from '@yoga/shared/schemas';
import { useState, type FormEvent } from 'react';
import {
  useOpsAddPersonMutation,
  useOpsChangePersonMutation,
  useOpsPeopleQuery,
  useOpsRemovePersonMutation,
} from '../api/ops-endpoints';
import { ROLE_LABELS } from '../model/role-labels';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { e164Of } from './ops-sign-in';
import { ReasonForm } from './reason-form';

/** The roles a person holds, as checkboxes in the order of `OPS_ROLES`. */
function RolePicker({
  roles,
  onChange,
}: {
  roles: OpsRole[];
  onChange: (roles: OpsRole[]) => void;
}) {
  const t = useOpsConsoleT();
  const toggle = (role: OpsRole, on: boolean) =>
    onChange(OPS_ROLES.filter((one) => (one === role ? on : roles.includes(one))));
  return (
    <fieldset className="kit-choice">
      <legend>{t('opsConsole.people.add.roles')}</legend>
      <div className="kit-choice__options">
        {OPS_ROLES.map((role) => (
          <label key={role} className="kit-choice__option">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <span>{t(ROLE_LABELS[role])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ChangeRoles({ person, onDone }: { person: OpsPerson; onDone: () => void }) {
  const t = useOpsConsoleT();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<OpsRole[]>(person.roles as OpsRole[]);
  const [reason, setReason] = useState('');
  const [change, changing] = useOpsChangePersonMutation();
  const problem = useFormProblem(changing.error, ['roles', 'reason']);

  if (!editing) {
    return (
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('opsConsole.people.changeRoles', { name: person.name })}
      </Button>
    );
  }
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changed = await change({
      id: person.id,
      name: person.name,
      roles,
      reason: reason.trim(),
    });
    if (changed.data) {
      setEditing(false);
      onDone();
    }
  };
  return (
    <form className="ops-form" onSubmit={save} noValidate>
      <RolePicker roles={roles} onChange={setRoles} />
      {problem.of('roles') && <ErrorState message={problem.of('roles')} />}
      <TextField
        label={t('opsConsole.people.changeReason', { name: person.name })}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem.of('reason')}
        required
      />
      {problem.whole && <ErrorState message={problem.whole} />}
      <div className="ops-form__actions">
        <Button type="submit" loading={changing.isLoading}>
          {t('opsConsole.people.saveRoles')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          {t('opsConsole.people.cancel')}
        </Button>
      </div>
    </form>
  );
}

function RemovePerson({ person, onDone }: { person: OpsPerson; onDone: () => void }) {
  const t = useOpsConsoleT();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useOpsRemovePersonMutation();
  const problem = useFormProblem(removing.error, ['reason']);

  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('opsConsole.people.remove', { name: person.name })}
      </Button>
    );
  }
  return (
    <ReasonForm
      label={t('opsConsole.people.removeReason', { name: person.name })}
      submitLabel={t('opsConsole.people.confirmRemove')}
      loading={removing.isLoading}
      reasonProblem={problem.of('reason')}
      problem={problem.whole}
      onSubmit={async (reason) => {
        const removed = await remove({ id: person.id, reason });
        if (!removed.error) onDone();
      }}
      cancel={
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('opsConsole.people.cancel')}
        </Button>
      }
    />
  );
}

function AddPerson({ onDone }: { onDone: () => void }) {
  const t = useOpsConsoleT();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<OpsRole[]>(['support']);
  const [reason, setReason] = useState('');
  const [add, adding] = useOpsAddPersonMutation();
  const problem = useFormProblem(adding.error, ['phone_number', 'name', 'roles', 'reason']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await add({
      phone_number: e164Of(phone),
      name: name.trim(),
      roles,
      reason: reason.trim(),
    });
    if (added.data) {
      setPhone('');
      setName('');
      setReason('');
      onDone();
    }
  };
  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <h3>{t('opsConsole.people.add.heading')}</h3>
      <TextField
        label={t('opsConsole.people.add.phone')}
        hint={t('opsConsole.signIn.phoneHint')}
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={problem.of('phone_number')}
        required
      />
      <TextField
        label={t('opsConsole.people.add.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem.of('name')}
        required
      />
      <RolePicker roles={roles} onChange={setRoles} />
      {problem.of('roles') && <ErrorState message={problem.of('roles')} />}
      <TextField
        label={t('opsConsole.people.add.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem.of('reason')}
        required
      />
      {problem.whole && <ErrorState message={problem.whole} />}
      {adding.isSuccess && adding.data && (
        <p role="status">{t('opsConsole.people.add.done', { name: adding.data.name })}</p>
      )}
      <Button type="submit" loading={adding.isLoading}>
        {t('opsConsole.people.add.submit')}
      </Button>
    </form>
  );
}

/** Admins: who may sign in to the console; listing and removing each takes a reason. */
export function OpsPeople() {
  const t = useOpsConsoleT();
  const problemText = useProblemText();
  const people = useOpsPeopleQuery();
  const problem = apiProblem(people.error);
  const refresh = () => void people.refetch();
  return (
    <Card heading={t('opsConsole.people.heading')}>
      {people.isLoading && <Spinner label={t('opsConsole.people.loading')} />}
      {problem && <ErrorState message={problemText(problem)} onRetry={refresh} />}
      {people.data?.length === 0 && <p>{t('opsConsole.people.empty')}</p>}
      {people.data && people.data.length > 0 && (
        <ul className="ops-people">
          {people.data.map((person) => (
            <li key={person.id} className="ops-people__person">
              <p>
                <strong>{person.name}</strong> · {person.phone_number}
              </p>
              <p>
                {t('opsConsole.people.roles', {
                  roles: (person.roles as OpsRole[]).map((role) => t(ROLE_LABELS[role])).join(', '),
                })}
              </p>
              <div className="ops-form__actions">
                <ChangeRoles person={person} onDone={refresh} />
                <RemovePerson person={person} onDone={refresh} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPerson onDone={refresh} />
    </Card>
  );
}
