// Apicurio Registry (Confluent-compatible API under /apis/ccompat/v7), run
// from the Quarkus fast-jar distribution published on Maven Central.
import fs from 'node:fs/promises';
import path from 'node:path';
import { StackError } from '../config.mjs';
import { findJava, runCommand, runMaven } from '../tools.mjs';
import { httpOk } from '../wait.mjs';

const VERSION = '3.3.3';
const ARTIFACT = `io.apicurio:apicurio-registry-app:${VERSION}:tar.gz:all`;
// The 3.3 jars are compiled for Java 21 (class file version 65).
const MIN_JAVA = 21;

const dataDir = (cfg) => path.join(cfg.dataDir, 'registry');

function systemProperties(cfg) {
  return {
    'quarkus.http.host': cfg.host,
    'quarkus.http.port': String(cfg.ports.registry),
    // Health and metrics live on a second "management" port, 9000 on all
    // interfaces by default; loopback and a free port keep it from clashing.
    'quarkus.management.host': cfg.host,
    'quarkus.management.port': '0',
    // The default is an in-memory H2 database that is lost on every restart,
    // which would leave the schema ids embedded in Kafka events dangling.
    'apicurio.storage.kind': 'sql',
    'apicurio.storage.sql.kind': 'h2',
    'apicurio.datasource.url': `jdbc:h2:file:${path.join(dataDir(cfg), 'registry')}`,
    'apicurio.storage.snapshot.location': path.join(dataDir(cfg), 'tmp'),
    'apicurio.import.work-dir': path.join(dataDir(cfg), 'tmp'),
    // Nothing may reach out of this machine: no OTLP export, no OIDC discovery.
    'quarkus.otel.sdk.disabled': 'true',
    'quarkus.oidc.tenant-enabled': 'false',
  };
}

export default {
  name: 'registry',
  title: `Apicurio Registry ${VERSION}`,
  installDirName: `apicurio-registry-${VERSION}`,
  installRevision: 1,
  installHow: 'maven dependency:copy + tar',
  installTools: ['mvn', 'tar'],
  readyTimeoutMs: 120_000,

  ports: (cfg) => [{ port: cfg.ports.registry, env: 'REGISTRY_PORT' }],
  address: (cfg) => cfg.endpoints.registry.url,
  marker: (cfg) => `-Dreceipt-audit.stack=${cfg.stackDir}`,
  probe: (cfg) => httpOk(`${cfg.endpoints.registry.url}/subjects`),
  checkRuntime: (env) => findJava(MIN_JAVA, `Apicurio Registry ${VERSION}`, env),

  async install(dir, env) {
    await runMaven(['dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${dir}`], {
      cwd: dir,
      env,
      what: 'registry install (maven)',
    });
    const archive = path.join(dir, `apicurio-registry-app-${VERSION}-all.tar.gz`);
    await runCommand('tar', ['xzf', archive, '-C', dir], { env, what: 'registry install (tar)' });
    await fs.rm(archive);
    try {
      await fs.access(path.join(dir, 'quarkus-run.jar'));
    } catch {
      throw new StackError(`registry install: ${ARTIFACT} did not contain quarkus-run.jar at its root`);
    }
  },

  async prepare(cfg, installDir, env) {
    const java = findJava(MIN_JAVA, `Apicurio Registry ${VERSION}`, env).bin;
    await fs.mkdir(path.join(dataDir(cfg), 'tmp'), { recursive: true });
    const props = Object.entries(systemProperties(cfg)).map(([key, value]) => `-D${key}=${value}`);
    return {
      cmd: java,
      args: ['-Xmx384m', ...props, this.marker(cfg), '-jar', 'quarkus-run.jar'],
      cwd: installDir,
    };
  },
};
