// A receipt of an order that does not exist, is not paid, or that this visitor may not see: the order's own 404.
export {default} from '../../[ref]/not-found';
