import type { ComponentType } from 'react';
import { CardList } from '../../../../client/features/cards/card-list';
import type { CardListModel } from '../../cards/card.model';
import type { BlockProps } from '../block-definition';

export const CentreNewsView: ComponentType<BlockProps<CardListModel>> = CardList;
