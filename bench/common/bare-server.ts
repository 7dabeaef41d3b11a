import http from 'node:http';

// The machine's ceiling: the smallest JSON reply node:http can give.
const body = JSON.stringify({ success: true, data: { status: 'ok' } });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env['PORT']), '127.0.0.1', () => process.send?.('ready'));
