import type { Session } from '../api';

/** The tenants the signed-in key may act for; a platform key types one or sees all. */
export const TenantSelect = ({
  session,
  value,
  onChange,
}: {
  session: Session;
  value: string;
  onChange: (tenant: string) => void;
}) => (
  <div class="field">
    <label for="tenant">Tenant</label>
    {session.tenants === '*' ? (
      <input id="tenant" value={value} placeholder="all" onChange={(event) => onChange(event.currentTarget.value)} />
    ) : (
      <select id="tenant" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">All of mine</option>
        {session.tenants.map((tenant) => (
          <option value={tenant}>{tenant}</option>
        ))}
      </select>
    )}
  </div>
);
