import http from 'node:http';

// The ceiling of one proxy hop: keep-alive node:http piping to the bare server, nothing else.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const target = Number(process.env['TARGET_PORT']);
http
  .createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
