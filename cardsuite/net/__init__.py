"""LAN play: the wire protocol, fair-deal commitments, the table server and client, discovery.

The Qt-free parts (``protocol``, ``fairness``, ``lobby``) import no Qt; import the socket modules
(``server``, ``client``, ``discovery``) explicitly, so this package stays light.
"""
