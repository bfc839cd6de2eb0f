// What other modules, plugins, the seed and the harness may use of couriers; everything else is private to it.
export { courierActivationRoutes } from "./activations/routes.js";
export { takeOffline } from "./app/commands/activation.js";
export { courierRoutes } from "./app/routes.js";
export { messengerBackOfficeRoutes } from "./back-office/courier-routes.js";
export { presentMotorcycle } from "./back-office/presenter.js";
export { courierColumns, courierNames, courierSearch, linkedTo, userOfCourier } from "./back-office/queries/courier-view.js";
export { messengerFor, optimalMessengers } from "./back-office/queries/messengers.js";
export { marksOf } from "./back-office/queries/marks.js";
export { messengerRoutes } from "./back-office/routes.js";
export { hasOpenBlock } from "./blocks/queries/open-blocks.js";
export { courierBlockRoutes } from "./blocks/routes.js";
export { currentCourier } from "./presence/current-courier.js";
export { courierPresence } from "./presence/presence.js";
