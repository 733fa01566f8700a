import { useQuery } from '@tanstack/react-query';
import { REMOTE_DEPLOYMENTS_URL, remoteDeploymentsResponseSchema, type RemoteDeploymentsResponse } from '@travel/contracts/remotes';
import { useTranslation } from '@travel/i18n';
import { Disclosure, ErrorMessage, LoadingText } from '@travel/ui';
import { useState } from 'react';

async function fetchDeployments(): Promise<RemoteDeploymentsResponse> {
  const response = await fetch(REMOTE_DEPLOYMENTS_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTE_DEPLOYMENTS_URL} answered ${response.status}`);
  return remoteDeploymentsResponseSchema.parse(await response.json());
}

/**
 * `/debug/`: each remote's live version, canary share, the version a rollback returns to, the last
 * deploy step, the shared packages it requires against what the live shell provides
 * (docs/adr/0211-canary-and-rollback.md), and the text keys it uses that the site's texts lack
 * (docs/adr/0347-texts-in-the-deploy-gate.md). Closed until asked for: read only then, and the page does
 * not move when the answer arrives.
 */
export function RemoteVersions() {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const deployments = useQuery({ queryKey: ['staff', 'remote-deployments'], queryFn: fetchDeployments, enabled: open });
  return (
    <section aria-label={t('deployments.heading')}>
      <Disclosure open={open} onOpenChange={setOpen} label={t('deployments.heading')}>
        {deployments.isPending && open ? <LoadingText>{t('loading')}</LoadingText> : null}
        {deployments.isError ? <ErrorMessage title={t('error')} /> : null}
        {deployments.data?.remotes.map((remote) => {
          const last = remote.history[0];
          return (
            <article key={remote.name} data-testid={`remote-version-${remote.name}`}>
              <h2>{remote.name}</h2>
              <dl>
                <dt>{t('deployments.live')}</dt>
                <dd>{remote.version}</dd>
                <dt>{t('deployments.canary')}</dt>
                <dd>
                  {remote.canary
                    ? t('deployments.canaryShare', { version: remote.canary.version, percent: remote.canary.percent })
                    : t('deployments.noCanary')}
                </dd>
                <dt>{t('deployments.rollback')}</dt>
                <dd>{remote.previous[0] ?? t('deployments.noRollback')}</dd>
                {last ? (
                  <>
                    <dt>{t('deployments.lastStep')}</dt>
                    <dd>
                      {t('deployments.step', {
                        action: t(`deployments.actions.${last.action}`),
                        version: last.version,
                        by: last.by,
                        at: last.at,
                      })}
                    </dd>
                  </>
                ) : null}
                <dt>{t('deployments.texts')}</dt>
                {remote.missingTexts === undefined ? (
                  <dd>{t('deployments.textsUnknown')}</dd>
                ) : remote.missingTexts.length === 0 ? (
                  <dd>{t('deployments.textsComplete')}</dd>
                ) : (
                  remote.missingTexts.map((item) => (
                    <dd key={item.namespace}>
                      {t('deployments.textsMissing', { namespace: item.namespace, count: item.keys.length, keys: item.keys.join(', ') })}
                    </dd>
                  ))
                )}
              </dl>
              <table>
                <caption>{t('deployments.shared', { name: remote.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('deployments.package')}</th>
                    <th scope="col">{t('deployments.required')}</th>
                    <th scope="col">{t('deployments.provided')}</th>
                    <th scope="col">{t('deployments.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {remote.requires.map((item) => (
                    <tr key={item.package}>
                      <th scope="row">{item.package}</th>
                      <td>{item.required}</td>
                      <td>{item.provided ?? t('deployments.ownCopy')}</td>
                      <td>{item.ok ? t('deployments.ok') : t('deployments.unmet')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          );
        })}
      </Disclosure>
    </section>
  );
}
