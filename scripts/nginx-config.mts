/**
 * deploy/nginx.conf as the two-instance test and `npm run bench` run it: the same file, with their
 * own ports and folders in place of the production ones, wrapped in a minimal nginx.conf that runs
 * in the foreground without root's folders.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Debian's nginx (apt-get install nginx), where it is installed; undefined without it. */
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface NginxOptions {
  /** A folder of the caller's: configuration, cache, temporary files, pid and error log go here. */
  dir: string;
  port: number;
  /** The app processes' ports, round-robin. */
  upstreams: number[];
  /** false: pages pass through to the app (to measure the app behind nginx). */
  cachePages?: boolean;
  /** Extra directives for the server block (a static location). */
  serverExtra?: string;
  /** Response headers added everywhere (nginx's own add_header is not inherited by a location that has one). */
  headers?: Record<string, string>;
  /** client_max_body_size in place of deploy/nginx.conf's (e.g. '4m', as a serverless host's request cap). */
  maxBodySize?: string;
  /** HTTPS and HTTP/2 on `port` with this certificate, by the TLS lines deploy/nginx.conf gives in its comment. */
  tls?: {certificate: string; key: string};
}

/**
 * The TLS lines deploy/nginx.conf's comment gives ("TLS is terminated here…", each `#   directive;`), all of them,
 * with this port and certificate in place of 443 and Let's Encrypt's.
 */
function tlsDirectives(site: string, port: number, tls: {certificate: string; key: string}): string {
  const block = site.match(/# TLS is terminated here[^\n]*\n((?:[ \t]*#[ \t]{2,}[^\n]*\n)+)/)?.[1] ?? '';
  const lines = block
    .split('\n')
    .map((line) => line.replace(/^\s*#\s+/, '').trim())
    .filter(Boolean)
    .map((line) =>
      line
        .replace(/^listen 443\b/, `listen 127.0.0.1:${port}`)
        .replace(/^ssl_certificate\s+\S+;/, `ssl_certificate ${tls.certificate};`)
        .replace(/^ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls.key};`),
    );
  if (!lines.some((l) => l.startsWith(`listen 127.0.0.1:${port} ssl`)) || !lines.includes(`ssl_certificate ${tls.certificate};`) || !lines.includes(`ssl_certificate_key ${tls.key};`)) {
    throw new Error("deploy/nginx.conf's TLS comment no longer has the shape scripts/nginx-config.mts reads (listen 443 ssl, ssl_certificate, ssl_certificate_key)");
  }
  return lines.join(' ');
}

/** Where nginx writes the access log of a configuration written into `dir` (deploy/nginx.conf's format). */
export function accessLogPath(dir: string): string {
  return path.join(dir, 'access.log');
}

/** Writes the configuration and returns the arguments that start nginx with it. */
export function writeNginxConfig({dir, port, upstreams, cachePages = true, serverExtra = '', headers = {}, maxBodySize, tls}: NginxOptions): string[] {
  const addHeaders = Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${value} always;`)
    .join(' ');
  const original = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const listen = tls ? tlsDirectives(original, port, tls) : `listen 127.0.0.1:${port};`;
  // The file's own parameters of its server lines (max_fails…), on this caller's ports.
  const serverParameters = original.match(/upstream storefront_app \{[^}]*?\n\s*server [^\s;]+([^;\n]*);/s)?.[1] ?? '';
  const serverLine = (p: number) => `server 127.0.0.1:${p}${serverParameters};`;
  let site = original
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, 'cache')}`)
    .replace(/access_log \/\S+/, `access_log ${accessLogPath(dir)}`)
    .replace(/(upstream storefront_app \{)[^}]*?(keepalive)/s, `$1\n${upstreams.map((p) => `    ${serverLine(p)}`).join('\n')}\n    $2`)
    .replace(/listen 80;/, `${listen}\n    ${serverExtra} ${addHeaders}`)
    .replaceAll('add_header X-Cache $upstream_cache_status always;', `add_header X-Cache $upstream_cache_status always; ${addHeaders}`);
  if (maxBodySize) site = site.replace(/client_max_body_size \S+;/, `client_max_body_size ${maxBodySize};`);
  if (!cachePages) site = site.replace(/(location \/ \{\n\s*proxy_pass http:\/\/storefront_app;\n\s*)proxy_cache storefront;/, '$1proxy_cache off;');
  if (
    !upstreams.every((p) => site.includes(serverLine(p))) ||
    !site.includes(`access_log ${accessLogPath(dir)} `) ||
    (!cachePages && !site.includes('proxy_cache off;')) ||
    (maxBodySize && !site.includes(`client_max_body_size ${maxBodySize};`)) ||
    (tls && !site.includes(`listen 127.0.0.1:${port} ssl`))
  ) {
    throw new Error('deploy/nginx.conf no longer has the shape scripts/nginx-config.mts expects (upstream storefront_app, listen 80, access_log, location /)');
  }
  const temp = path.join(dir, 'nginx');
  mkdirSync(temp, {recursive: true});
  // nginx's workers run as an unprivileged user when it is started as root.
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  writeFileSync(path.join(dir, 'storefront.conf'), site);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(temp, t)};`),
      `  include ${path.join(dir, 'storefront.conf')};`,
      '}',
    ].join('\n'),
  );
  return ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')];
}

/**
 * A self-signed certificate for 127.0.0.1 (openssl), good for a day, in `dir`: what the `tls` option takes in place of
 * Let's Encrypt's. A client trusts it by being given it (`ca`) or told to (Chromium's --ignore-certificate-errors).
 */
export function selfSignedCertificate(dir: string): {certificate: string; key: string} {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const made = spawnSync('openssl', args);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr?.toString()}`);
  return {certificate, key};
}
