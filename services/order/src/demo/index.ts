export { seedDemoOrders } from './seed-demo-orders.ts';
export { seedDemoDeliveries } from './seed-demo-deliveries.ts';
