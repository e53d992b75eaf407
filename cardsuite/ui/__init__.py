"""The Qt toolkit shared by every table: card art, card items, piles, dialogs and windows."""
