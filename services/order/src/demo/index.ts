export { seedDemoOrders } from './seed-demo-orders.ts';
