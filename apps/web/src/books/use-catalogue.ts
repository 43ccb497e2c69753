import { useSnapshot } from 'valtio';
import { type CatalogueState, catalogueState, startCatalogue } from './catalogue';

/** The catalogue index; starts loading on first use. */
export function useCatalogue(): CatalogueState {
  void startCatalogue();
  return useSnapshot(catalogueState).state as CatalogueState;
}
